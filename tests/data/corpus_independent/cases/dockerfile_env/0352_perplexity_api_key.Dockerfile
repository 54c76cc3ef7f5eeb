FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV PERPLEXITY_API_KEY=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
COPY . .
CMD ["python", "-m", "worker"]
