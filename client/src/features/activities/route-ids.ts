// The id of the activities route, whose loader starts the query the page reads.
export const ACTIVITIES_ROUTE = 'activities-feed';
