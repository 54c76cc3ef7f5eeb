FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV VAULT_TOKEN=hvs.CAESIATwHcdLQPoGLu0yF8chIMga10ctbBvAfzEykZR6W9ZbCs626Mf8fFF__lqSmHf9PCLC-adV3mavS8avLa3_rEK
COPY . .
CMD ["python", "-m", "worker"]
