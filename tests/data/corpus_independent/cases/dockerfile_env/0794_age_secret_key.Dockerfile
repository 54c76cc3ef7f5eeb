FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SOPS_AGE_KEY=AGE-SECRET-KEY-16MTP8G0NUSJ6NK462HP78XTMT08H00YHACNQWY8DN5ECLLEUSNVVEXX5Q2
COPY . .
CMD ["python", "-m", "worker"]
