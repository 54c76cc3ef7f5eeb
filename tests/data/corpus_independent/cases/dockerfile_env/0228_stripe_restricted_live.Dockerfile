FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV STRIPE_RESTRICTED_KEY=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
COPY . .
CMD ["python", "-m", "worker"]
