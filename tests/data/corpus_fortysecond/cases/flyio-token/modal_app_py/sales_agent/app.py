import modal

app = modal.App("sales-agent")
image = modal.Image.debian_slim(python_version="3.12").pip_install("openai==1.54.4", "httpx")


@app.function(
    image=image,
    secrets=[modal.Secret.from_dict({"FLY_ACCESS_TOKEN": "FlyV1 fm2_mkPLFyQy2EjzeKAH09IbcHhNXSplnu3hTwIcjfcREPo8t4H7gB1l34LlQbniipAPtognI+UGthO7s+mRC19w29UMzZ3XJev0C+5jHg1WerDP22jylkOLOxA8Vj6SZD+WP47hrZsuXvIIxa9dP8ddHgBuiCNZNdUY"})],
    timeout=600,
)
def answer(question: str) -> str:
    from openai import OpenAI

    client = OpenAI(base_url="https://larkspur--vllm-serve.modal.run/v1")
    r = client.chat.completions.create(model="sales-agent", messages=[{"role": "user", "content": question}])
    return r.choices[0].message.content


@app.local_entrypoint()
def main():
    print(answer.remote("Summarise yesterday's incidents."))
