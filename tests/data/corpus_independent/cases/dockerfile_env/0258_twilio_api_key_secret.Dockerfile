FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV TWILIO_API_KEY=SKc35bb03754b4c99074543c4f55458026
ENV TWILIO_API_SECRET=7JsonLApeQZYlpAAVePH9qfRtiD88NJk
COPY . .
CMD ["python", "-m", "worker"]
