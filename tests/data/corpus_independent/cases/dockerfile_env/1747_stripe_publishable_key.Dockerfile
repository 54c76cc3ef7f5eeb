FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV STRIPE_PUBLISHABLE_KEY=pk_live_51ltqVnBCXuhodEy43JRmRJX3Q9X83oNuml2tQbh9snxevYvmYXIcFbh0k4pLbngyidymIF6krPiIaJtApcHJDEPfDV2d78M3bq
COPY . .
CMD ["python", "-m", "worker"]
