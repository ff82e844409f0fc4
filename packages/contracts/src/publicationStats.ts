/** Publication statistics: adoption and instruction counts per reporter, unit and type. */
export {};
