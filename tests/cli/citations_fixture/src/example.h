// a comment that cites (seed 000 Def. 3.1)
