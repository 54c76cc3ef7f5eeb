FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV VAULT_TOKEN=hvb.AAAAAQ_9mbpEtkiZn4a728JlqG86zbvA9bPUnXYEJCGX9PHV3eIHaYF5lrFuzuzqU7nKm2ns9HWVqosKb4cdm1CI8ftA73WtYTEBocFZdQQMOCLv-uEugpsSKBWoeVedrWyi-Z4Bd_y7JzTL0vZlKA05CDPJ
COPY . .
CMD ["python", "-m", "worker"]
