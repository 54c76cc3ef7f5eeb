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
2202	moodlecourse	format	weeks
2203	moodlecourse	maxsections	52
2204	paygw_stripe	version	2024060013
2205	paygw_stripe	enabled	1
2206	paygw_stripe	buildkite_api_token	bkua_70d862a1f0b41fc782e2027d81ad0db5f4d11c56
2207	paygw_stripe	timeout	30
\.


--
-- PostgreSQL database dump complete
--
