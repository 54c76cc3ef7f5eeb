FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV STRIPE_SECRET_KEY=op://Engineering/Stripe/credential
COPY . .
CMD ["python", "-m", "worker"]
