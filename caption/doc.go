// Package caption turns one news-photo caption into a Record: who photographed it
// (photographers, agencies), when (date) and where (places, location), with the byte
// span of everything it extracted and notes on what was ambiguous.
//
// Parse never fails: free text has no syntax errors. The phases live in sub-packages:
// credit, date, place (names as written) and gazetteer (canonical places); split cuts
// files into captions.
package caption
