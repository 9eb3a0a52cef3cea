// Stylesheets imported by components (Vite bundles them); the web component tests do not lay out.
export default {};
