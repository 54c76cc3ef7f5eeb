FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV IMAGE_DIGEST=sha256:5cc856664e968659be5b5d2b642bb382e3e9445ebd1e8b89cc77addbfff48afe
COPY . .
CMD ["python", "-m", "worker"]
