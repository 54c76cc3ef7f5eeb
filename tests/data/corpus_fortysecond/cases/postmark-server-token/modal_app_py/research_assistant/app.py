import modal

app = modal.App("research-assistant")
image = modal.Image.debian_slim(python_version="3.12").pip_install("openai==1.54.4", "httpx")


@app.function(
    image=image,
    secrets=[modal.Secret.from_dict({"POSTMARK_TOKEN": "9e4ac75c-902a-4dcf-a34b-351bbbedd7a5"})],
    timeout=600,
)
def answer(question: str) -> str:
    from openai import OpenAI

    client = OpenAI(base_url="https://larkspur--vllm-serve.modal.run/v1")
    r = client.chat.completions.create(model="research-assistant", messages=[{"role": "user", "content": question}])
    return r.choices[0].message.content


@app.local_entrypoint()
def main():
    print(answer.remote("Summarise yesterday's incidents."))
