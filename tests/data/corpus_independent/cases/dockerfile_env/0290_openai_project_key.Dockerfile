FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV OPENAI_API_KEY=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
COPY . .
CMD ["python", "-m", "worker"]
