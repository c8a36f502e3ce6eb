// Stand-in for `@generated/routes`: components under test render no routes.
export default [];
