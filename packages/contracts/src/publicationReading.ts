/** The readers' side: distribution, read receipts, leaders' instructions and units' feedback. */
export {};
