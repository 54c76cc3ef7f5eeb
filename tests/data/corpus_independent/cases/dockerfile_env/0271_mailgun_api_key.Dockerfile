FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV MAILGUN_API_KEY=key-94a7c16c17aa21a345ef73ac8e1524c9
COPY . .
CMD ["python", "-m", "worker"]
