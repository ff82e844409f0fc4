/** The periodical composer: preview, .docx and PDF of an issue (owned by the composer). */
export {};
