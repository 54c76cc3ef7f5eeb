--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
2054	moodlecourse	format	weeks
2055	moodlecourse	maxsections	52
2056	paygw_stripe	version	2024056342
2057	paygw_stripe	enabled	1
2058	paygw_stripe	cloudflare_api_token	cfut_N1Qrcm9G0vR8jtAnLFddgXFMbBA6jYOGmZZDjzjCc33a863e
2059	paygw_stripe	timeout	30
\.


--
-- PostgreSQL database dump complete
--
