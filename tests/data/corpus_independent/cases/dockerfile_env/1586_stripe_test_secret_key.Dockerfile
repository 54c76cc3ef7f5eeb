FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV STRIPE_SECRET_KEY=sk_test_51fXAIL9EtEySHEMhEwSpT3fKvr9OotCpHhpmDYszl1nUP60OfKgmDxw9XPPIWPGfVomvT7BXLb6XxvoeGtrXKAqN9DMjYdydpR
COPY . .
CMD ["python", "-m", "worker"]
