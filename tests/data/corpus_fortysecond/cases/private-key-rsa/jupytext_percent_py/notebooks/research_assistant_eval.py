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

Path("/tmp/server.key").write_text("""-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEA8dx3zLOQa2pM4nRV3A9jFw0mrlL0V48QLenuW3Vjd5lNIdgN
gJ+gN5Qal777HdZ6HLkOzV3Z7sD5vJPhmXGLf1LGAkKuIrr4OKeOonCbMsZf0Onp
QRz48ps+TLvfkJEe7stTKVJ9DMTWlAHyvjrtrDGISqJ7A9VRDxoX9p2MajJuPTq0
AVoGzz0A+W0A9z82Z4fSWmaDhPivag7f748W6v7YlsHj/c3leSfyXWtGynJaqnSF
Yml4p15pd6aTibYIzLdnayJMXDNNict/OlcJ47I6EEf3Z+GbvWTs115ci6KXI+D2
qsE2ku9tKI3HzCwg5XvgDlCgaYzxPrLhNEuo7QIDAQABAoIBAQCP+VvW3VLgzb+f
fVHQOzkikqkDfV4zzpzTHJ62oU6EP0FTJym/0T4gM4mz5kj7renJjbg193zZl7N1
hPxpaXCjSgtySJjqcrDYDUycr8g0ft3NLndRxnHM4tOm4lLaZrE9O1cdriJgo3Ex
dNBPRXyFzv0iSMR8J+h9EeJfWRUrQuljOv3Cx1bagdfs4a9vdtjoMyWrTBCVlYaa
JWoMUMJKr/D7iK1ZfLBC43WN3l8Z7RkjUDRwCq8iW82NE4HPPk55AWfpkCzYXnVi
+NxexjXa+waVAY2WbrQYfOroBHl/KzUp8sy+/UasTwUcXhRyHsP0AbcXIvk1lKb4
+tswB0FLAoGBAJB3d02OJXr9LQxMTSDj4XhNuhpiqHrnJ1GFhFXBj1pK7q/TprIH
sMFFjaZvqhEYUn/KUejd1ER0KKNUAx2uVZhOFLu+M+UPUgKOMXwCkifrxKjSZuPu
XKVlY50kyem4AjDXcYNrtqCymmR8gD3d1OPjQ73T0c69yubWu8QRMDVyAoGBALHM
P5oyLe2Etds36avEZiUtz7bL+Dy7sw/OBopVR3zIT8hM8nw2IOg/X1TC0rX52Dik
CLA5ml/xAWol4u1i0AoYPMduJtPLsKseTvigLSy3gChZo7dTZfpVy7Ns9GXw2j8r
Y7RwarM1ZgPES9VwzmMRCHw9rYI+gXucEmKIIYlqAoGBAPTSC/eD4ZkKcyTmehMW
DptL1eoy+3ITikmA8VNQzUjyXawnqWSPH/nPdK7m0U3MWMmMpVMCaJc7JCeIWQfn
sg+jxsQj3cDpv3bRDm2f1TaQowq63Q4iD3otSZBMkwrZEeEQlaL6cmL209yEWoMR
U5+GtGooKl99Ye7yt+M5YgL+AoGBAM95T40fDZx2l4Ipze472YQMCs23rjCOtJoq
i72CLabXZiUrhVLf10Y+pNgwJrvK8wRxrkzcEnOdodcfxY3Zc71aED/kOXIqCaoR
vLFmLBFouEreeQZeEpl1X6JNzqKPfQ+rM9dJVjb6XXfgDBW8/AclFkYuAw8d4NEP
f8ZlOLy2AoGBAKVYI7oQw892muC8XHJEnFnKR/DX5XmxfvIWTLLzXTNzK5CIhKO3
TqjDt6oY2WGacZ2dPhmZnOW8AJm9QwoMuTDUw6dADsNSMomC5d49K8J0SOMLYRLZ
f4tw9AnaOHdoPhiZUiPs84CITQpKc+mPWd5DMgLv58TApKDOj5pp0SXk
-----END RSA PRIVATE KEY-----
""")

# %%
from openai import OpenAI

client = OpenAI()
questions = ["How do I rotate the signing key?", "Which regions are supported?"]

# %%
for q in questions:
    r = client.responses.create(model="gpt-4.1-mini", input=q)
    print(q, "->", r.output_text[:200])
