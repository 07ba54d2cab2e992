/** V8's explicit compile hint (Chrome 136 and later; other engines read a comment): it must be the file's first line. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';
