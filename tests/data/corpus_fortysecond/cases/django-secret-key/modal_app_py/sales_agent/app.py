import modal

app = modal.App("sales-agent")
image = modal.Image.debian_slim(python_version="3.12").pip_install("openai==1.54.4", "httpx")


@app.function(
    image=image,
    secrets=[modal.Secret.from_dict({"DJANGO_SECRET_KEY": "django-insecure-#v^5=)+y((#ne2s)fp0h=3q00rcy(34kpo68r=a(p_eio2glu("})],
    timeout=600,
)
def answer(question: str) -> str:
    from openai import OpenAI

    client = OpenAI(base_url="https://quillon--vllm-serve.modal.run/v1")
    r = client.chat.completions.create(model="sales-agent", messages=[{"role": "user", "content": question}])
    return r.choices[0].message.content


@app.local_entrypoint()
def main():
    print(answer.remote("Summarise yesterday's incidents."))
