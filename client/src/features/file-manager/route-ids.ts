// The id of the file manager's route, whose loader starts the folder query the page reads.
export const FILE_MANAGER_ROUTE = 'file-manager';
