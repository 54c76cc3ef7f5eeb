FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV CF_ORIGIN_CA_KEY=v1.0-507e4846ecb6fe7002ea9f8d-c73086b3b008dbb76d1ad2b3e2ce6c73f3598c9182e7395ed789f9c97818d4fc0fe8f31e985e8361f3dcdaa684631cb7aa0b7d11ac4d496bff6bebb175194328d4eeedb1154eaa21d1
COPY . .
CMD ["python", "-m", "worker"]
