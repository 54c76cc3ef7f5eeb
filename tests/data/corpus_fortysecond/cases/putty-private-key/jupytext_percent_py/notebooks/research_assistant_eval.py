# ---
# jupyter:
#   jupytext:
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.16.4
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # research-assistant: retrieval eval

# %%
from pathlib import Path

Path("/tmp/deploy.ppk").write_text("""PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-20240214
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQD8GeZyXA/raorfQWARQ2bjZMTzOUHMUhsi
UM+trma6A4vRZoGxw6d2XrUZq5EDTPv0ksZOOQsCsRuPqiLtGPsS/t2w4Im7HnrC
h0tbtgHhWaiK/sL4RyajYIxOBoqUsI4bQ2Hd0uBrbg9CFE5qJC+0ZUG54Ytj1GqS
L3V1U12Zfd8P6lIAQrJi7pet4gfX0qbSfmpxyp+dgahLiNpvv9b3EGVwRKLRrMHp
CmKHISLq2Wi+hGSJepbN9Fc7KX6L2hrJJ4N5Dt7DhLuD2ltax8RPG4P4SHhqbflA
OuMb9PSTihjXBWHVdssyUTCcog5jS58zXMYyqigfFbAGzadAKRW3
Private-Lines: 14
AAABAQDcUnfes5v/EX2FNM+Oad+djI3e6b0TQTQBMMweY4DC2TTAOByPXBXb1+OD
QrVUR7cRinuqt8W/M3FSuqzto1zsxwXBKSbeSoJ7dSSaPl+1JhGf6His6bHpkfO/
xBOaUxjNvMwdjN0cTRzEjBO18i90hY4gtuRTGIwkrMiH8kNF3hYT6IcTTgA+ZNzm
NQCT1V6DSKacJT90Kk8N5hJh96JeFBcGePMhhSsJiocFuself1sxZucS3BfU5rSk
rOe3WkT08rQGCMo4m0DbLMUL6njI9hlmULA2C688iRo3BMrJrWHeeUZ+KszJOolb
QcpPgFGfkYM9Et3yBPYqaOx16wNJAAAAgQDfn7qcTqpPd6uKik/0MXfrkA3uhSjs
tJQvtaXdjwCLbdKzA7TfEo/SenYBlzJ4ODmXQoHrHDCPyDi7OUADBThRTYlDrhof
Wo9lx+AkTsBRRhv/loiMfJ8bjKBxw3YfoEwrqnf4lR78LPwnv68vOMdaBTHMte49
HOrYJxhkv3fNiQAAAIEAvizegvJ3zbpIVLyTG1A/6F+qbBXiWknmzB6lJo8c3gGP
u913DMr32Et8D1x1CAzmqP6ZBvSEQR5B79LOS9gyRU9ez71B4rEP0qIsUoWranea
RtkuzNk/uy4F3fbH8Bt8mfmS8LN6NFdL4XbI6vMh48d67NuAhGOFWbbszuCHErcA
AAB/5sRATXhKUTnukqqs6Dk97rKoHbdaLVeLWQ4XmfLeeJkHy41gQvvs6CvHYMGb
1de25g2n/PrevZ19RWSPOg2/Z0wbyeA+DAZRdgNTsNUF7Z5HvDAVzYV92nYeBENT
c8fS10I5mAoI4uD/vvJYenLaLMHJ3UsTlHng1YEH2r4YUQ==
Private-MAC: c63da974bed4c7e8b26c6fa63ebe76dd251bff57
""")

# %%
from openai import OpenAI

client = OpenAI()
questions = ["How do I rotate the signing key?", "Which regions are supported?"]

# %%
for q in questions:
    r = client.responses.create(model="gpt-4.1-mini", input=q)
    print(q, "->", r.output_text[:200])
