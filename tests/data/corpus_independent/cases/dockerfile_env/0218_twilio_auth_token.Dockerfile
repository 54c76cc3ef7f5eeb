FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV TWILIO_ACCOUNT_SID=AC912bd301aa8f1fca2030b5011e11583b
ENV TWILIO_AUTH_TOKEN=0207ca38b48d90fbd4af4dedad12412d
COPY . .
CMD ["python", "-m", "worker"]
