// The course page's grid: on wide screens the course and its steps in a column beside
// the open step; below lg they stack (the course, the step, then the list of steps).
export const COURSE_GRID_AREAS = {
  gap: 5,
  alignItems: 'start',
  templateColumns: { base: 'minmax(0, 1fr)', lg: '20rem minmax(0, 1fr)' },
  templateAreas: { base: '"info" "content" "steps"', lg: '"info content" "steps content"' },
  templateRows: { lg: 'auto 1fr' },
} as const;
