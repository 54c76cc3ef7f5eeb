FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV LINEAR_API_KEY=lin_api_iLOG5YbM4YMm6Ce6kUWkZP4AcW6zl5cjaBrPGsKZ
COPY . .
CMD ["python", "-m", "worker"]
