FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SMTP_URL=smtp://postmaster%40northwind-ops.net:jIFOhNrN3DFOXsfPaI_C@smtp.mailhost.northwind-ops.net:587
COPY . .
CMD ["python", "-m", "worker"]
