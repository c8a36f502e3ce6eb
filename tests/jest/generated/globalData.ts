// Stand-in for `@generated/globalData`: components under test read none.
export default {};
