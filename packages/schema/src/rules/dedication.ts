/** The longest "Dedicated to" a khatm may carry (the create form, the creator's edit and the API). */
export const DEDICATION_MAX_LENGTH = 200;
