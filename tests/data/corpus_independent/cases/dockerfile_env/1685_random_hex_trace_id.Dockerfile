FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV TRACE_ID=cef14b37bb499cac168bedb8cd2f73c8
COPY . .
CMD ["python", "-m", "worker"]
