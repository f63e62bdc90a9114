package credit

import "testing"

// TestNoticeTail checks where the text after a credit stops telling of the
// picture: all of it when it is editors' notices in capitals, whose countries
// ("INDONESIA OUT") are no place of the picture; else at the credit's end.
func TestNoticeTail(t *testing.T) {
	for _, tc := range []struct {
		text string
		tail bool
	}{
		{"Voters queue in Bandung, February 14, 2024. Antara Foto/Jane Doe/via REUTERS ATTENTION EDITORS - THIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY. MANDATORY CREDIT. INDONESIA OUT. NO COMMERCIAL OR EDITORIAL SALES IN INDONESIA.", true},
		{`Voters queue on Great Nicobar, April 19, 2024. (Photo by Handout / Election Commission of India / AFP) / RESTRICTED TO EDITORIAL USE - MANDATORY CREDIT "AFP PHOTO / ELECTION COMMISSION OF INDIA" - NO MARKETING`, true},
		// Words in lower case after the notice: not all of it is a notice.
		{"Voters queue in Bandung, February 14, 2024. REUTERS/Jane Doe ATTENTION EDITORS - the picture was taken in Garut.", false},
		// No notice: a holder's town after the credit is read as before.
		{"Voters queue in Durham, May 3, 2024. Jane Doe/The Herald-Sun", false},
	} {
		c := Parse(tc.text)
		got := NoticeTail(tc.text, c.End)
		if want := map[bool]int{true: len(tc.text), false: c.End}[tc.tail]; got != want || c.End <= 0 {
			t.Errorf("NoticeTail(%q, %d) = %d, want %d", tc.text, c.End, got, want)
		}
	}
}
