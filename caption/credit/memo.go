package credit

// wordMemo remembers, for the bytes of one window [lo, end) of the caption, where the
// word that starts at each byte ends and the word flags of that word. findAtEnd
// parses the window from every possible start, so the same words are read again and
// again; the memo makes each read after the first a table look-up. It is exact: the
// end of a word depends only on the text and the limit, and its flags only on the
// word, so an answer from the memo is always the one wordEnd and flags would give.
type wordMemo struct {
	lo, end int
	ok      bool
	wlen    [maxCredit]uint8  // 1 + length of the word at lo+k; 0 not yet known
	wflag   [maxCredit]uint32 // 1<<16 | flags of the word at lo+k; 0 not yet known
}

// prepare starts a memo for the window s[lo:end); end-lo must not exceed maxCredit.
func (m *wordMemo) prepare(s string, lo, end int) {
	m.ok = false
	if end-lo > maxCredit || lo < 0 || end > len(s) {
		return
	}
	m.lo, m.end, m.ok = lo, end, true
	clear(m.wlen[:end-lo])
	clear(m.wflag[:end-lo])
}

// wordLen returns the length of the word at i, which the memo covers.
func (m *wordMemo) wordLen(s string, i int) int {
	k := i - m.lo
	if m.wlen[k] == 0 {
		m.wlen[k] = uint8(wordEnd(s, i, m.end)-i) + 1
	}
	return int(m.wlen[k]) - 1
}

// covers reports whether the memo holds the words at i under the limit end.
func (m *wordMemo) covers(i, end int) bool {
	return m.ok && end == m.end && i >= m.lo && i < m.end
}

// wordEnd is wordEnd(s, i, limit), from the memo when it can.
func (m *wordMemo) wordEnd(s string, i, limit int) int {
	if m.covers(i, limit) {
		return i + m.wordLen(s, i)
	}
	return wordEnd(s, i, limit)
}

// flags is flags(s[w.start:w.end]) for a word w read under the memo's limit.
func (m *wordMemo) flags(s string, w span) wordFlag {
	if w.end > w.start && m.covers(w.start, m.end) && w.end == w.start+m.wordLen(s, w.start) {
		k := w.start - m.lo
		if m.wflag[k] == 0 {
			m.wflag[k] = 1<<16 | uint32(flags(s[w.start:w.end]))
		}
		return wordFlag(m.wflag[k])
	}
	return flags(s[w.start:w.end])
}

// flagsOf is flags(word) for a word that is w itself or w cut short (trimmed dots):
// from the memo only when it is the whole of w.
func (m *wordMemo) flagsOf(s string, w span, word string) wordFlag {
	if len(word) == w.end-w.start && w.end > w.start {
		return m.flags(s, w)
	}
	return flags(word)
}
