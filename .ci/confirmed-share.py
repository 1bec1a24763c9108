#!/usr/bin/env python3
"""How many of the modern keyboard heights `kbsim list devices` shows carry a public source.

Usage: kbsim list devices > devices.txt; .ci/confirmed-share.py devices.txt
Counts the keyboard, "+ predictive bar" and emoji cells of the rows whose iOS versions reach
15 or later: "(source N)" is confirmed, "(unconfirmed N)" is not. Issue notes quote it before
and after a change to the catalogue.
"""
import re,sys
def versions_modern(label):
    nums=[int(x) for x in re.findall(r'\d+', re.sub(r'\(SDK[^)]*\)','',label))]
    return any(n>=15 for n in nums)
text=open(sys.argv[1]).read().split('\nAn input accessory')[0].splitlines()[1:]
conf=unc=0; current=None
for line in text:
    cols=re.split(r'\s{2,}', line.strip())
    # find orientation column
    if 'portrait' in cols: i=cols.index('portrait'); current=cols[i-1] if i>0 else current
    elif 'landscape' in cols: i=cols.index('landscape')
    else: continue
    label=current
    if not versions_modern(label): continue
    cells=cols[i+3:i+6]
    for c in cells:
        if '(source' in c: conf+=1
        elif '(unconfirmed' in c: unc+=1
print(f"confirmed {conf} of {conf+unc}")
