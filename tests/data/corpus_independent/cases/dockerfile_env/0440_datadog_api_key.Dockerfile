FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV DD_API_KEY=7033159bf93a8423400228af64517494
COPY . .
CMD ["python", "-m", "worker"]
