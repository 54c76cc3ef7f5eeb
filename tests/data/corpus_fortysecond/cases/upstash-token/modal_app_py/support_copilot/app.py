import modal

app = modal.App("support-copilot")
image = modal.Image.debian_slim(python_version="3.12").pip_install("openai==1.54.4", "httpx")


@app.function(
    image=image,
    secrets=[modal.Secret.from_dict({"UPSTASH_REDIS_REST_URL": "https://eu2-grand-81062.upstash.io", "REDIS_REST_TOKEN": "AYKpASQgNWNiMDY4ZGItZDdjNS00NGViLWFmNTYtMjA5ZTlmMzBlNzhj++iBHYZDXJkV2NC8DQBSgNZd6xlQmndtXIjh+gOAE28="})],
    timeout=600,
)
def answer(question: str) -> str:
    from openai import OpenAI

    client = OpenAI(base_url="https://quillon--vllm-serve.modal.run/v1")
    r = client.chat.completions.create(model="support-copilot", messages=[{"role": "user", "content": question}])
    return r.choices[0].message.content


@app.local_entrypoint()
def main():
    print(answer.remote("Summarise yesterday's incidents."))
