/**
 * The portal's general error page. Kept apart from the route table (which reads the journey manifest of the build)
 * so code that also runs in Node, such as a journey's entry in the headless fixture replay, can name it.
 */
export const GENERIC_ERROR_PATH = '/genericerror';
