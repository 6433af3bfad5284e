// The ids of the help center's routes, whose loaders start the queries the pages read.
export const HELP_HOME_ROUTE = 'help-center-home';
export const HELP_FAQS_ROUTE = 'help-center-faqs';
export const HELP_GUIDES_ROUTE = 'help-center-guides';
export const HELP_GUIDE_CATEGORY_ROUTE = 'help-center-guide-category';
export const HELP_GUIDE_ROUTE = 'help-center-guide';
export const HELP_SUPPORT_ROUTE = 'help-center-support';
