declare global {
  interface ImportMetaEnv {
    /** The external contact form (spec: "A contact link leads to an external form"); set at build time. */
    readonly VITE_CONTACT_FORM_URL?: string;
  }
}

/** Where Contact Us leads; deployments set VITE_CONTACT_FORM_URL, the default is only a reachable fallback. */
export const CONTACT_FORM_URL: string = import.meta.env.VITE_CONTACT_FORM_URL || "https://forms.gle/khatm-contact";
