FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV OKTA_API_TOKEN=00esUiMAupOD6QFyAUSouztmL2oUX616HWaqOkFYmk
COPY . .
CMD ["python", "-m", "worker"]
