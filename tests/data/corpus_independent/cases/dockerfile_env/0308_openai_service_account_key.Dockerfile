FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV OPENAI_API_KEY=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
COPY . .
CMD ["python", "-m", "worker"]
