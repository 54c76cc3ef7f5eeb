"""Prints what wirepass did with one response, one line per request: `LABEL STATUS -` when
it was forwarded, `LABEL STATUS CODE # REASON` when wirepass refused it. The refusal code
is the `x-wirepass-refused` header; the reason comes from the JSON body
(`{"refused": {"code", "reason", ...}}`). Works with requests' and httpx's responses."""


def show(label, response, note=""):
    code = response.headers.get("x-wirepass-refused")
    if code is None:
        print(f"{label} {response.status_code} -" + (f" # {note}" if note else ""))
        return
    reason = response.json()["refused"]["reason"]
    print(f"{label} {response.status_code} {code} # {reason}")
