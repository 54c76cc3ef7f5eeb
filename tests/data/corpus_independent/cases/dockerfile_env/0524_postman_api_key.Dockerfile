FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV POSTMAN_API_KEY=PMAK-427ce046d8ef3c30f9c71597-d3a2f46680bcef17e2e2cda61866ded73a
COPY . .
CMD ["python", "-m", "worker"]
