/** Navigation state of the home page right after a registration, for its success message. */
export interface HomeState {
  registered?: boolean;
}
