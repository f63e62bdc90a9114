// PRIMER is a few invented captions, in the forms the analyzer reads most (agency
// credits, datelines, dates in several styles, a gallery page's furniture), that a
// worker analyzes once while the page waits for files: the engine compiles the
// analyzer's code lazily, function by function, on first use, and a first real job
// would otherwise pay for it. Its answer is thrown away.
export const PRIMER = [
  {
    name: "primer-a.txt",
    text: `A ferry crosses the harbour at dawn in Valletta, Malta, Tuesday, March 3, 2020. (AP Photo/Ines Varga)

LIMA, PERU - JUNE 9, 2019: Vendors arrange fruit at a street stall. (Photo by Tomas Rivero/Getty Images)

Children fly kites on a beach near Mombasa, Kenya, 2016-08-14. (Xinhua/Peter Otieno)
`,
  },
  {
    name: "primer-b.txt",
    text: `Commuters wait for a bus in the rain in Oslo on Friday. Kari Lund for The New York Times
Reuters / Friday, April 5, 2013
1 / 12

A fisherman mends nets in Hoi An, Vietnam, 4 May 2015. EPA-EFE/LINH TRAN

Cyclists ride past a closed cinema in Porto, Portugal, in September 2017. AFP PHOTO / RUI COSTA
`,
  },
];
