FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV DJANGO_SECRET_KEY=django-insecure-ou3g1!h0!)%cqd+@)ws^4#l4o2ewr6h9+1(*2so*l(vllv@269
COPY . .
CMD ["python", "-m", "worker"]
